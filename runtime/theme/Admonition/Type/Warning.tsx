// `@theme/Admonition/Type/Warning`: `:::warning`.
import AdmonitionIconWarning from '@theme/Admonition/Icon/Warning';
import { admonitionType } from './admonition-type.js';

export default admonitionType('warning', AdmonitionIconWarning);
