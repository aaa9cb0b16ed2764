// `@theme/Admonition/Type/Tip`: `:::tip`.
import AdmonitionIconTip from '@theme/Admonition/Icon/Tip';
import { admonitionType } from './admonition-type.js';

export default admonitionType('tip', AdmonitionIconTip);
