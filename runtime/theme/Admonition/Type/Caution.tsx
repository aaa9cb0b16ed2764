// `@theme/Admonition/Type/Caution`: `:::caution`.
import AdmonitionIconWarning from '@theme/Admonition/Icon/Warning';
import { admonitionType } from './admonition-type.js';

export default admonitionType('caution', AdmonitionIconWarning);
