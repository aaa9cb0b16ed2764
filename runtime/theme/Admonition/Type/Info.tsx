// `@theme/Admonition/Type/Info`: `:::info`.
import AdmonitionIconInfo from '@theme/Admonition/Icon/Info';
import { admonitionType } from './admonition-type.js';

export default admonitionType('info', AdmonitionIconInfo);
