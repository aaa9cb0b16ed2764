// `@theme/Admonition/Type/Note`: `:::note`.
import AdmonitionIconNote from '@theme/Admonition/Icon/Note';
import { admonitionType } from './admonition-type.js';

export default admonitionType('note', AdmonitionIconNote);
