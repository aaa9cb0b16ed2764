// `@theme/Admonition/Type/Danger`: `:::danger`.
import AdmonitionIconDanger from '@theme/Admonition/Icon/Danger';
import { admonitionType } from './admonition-type.js';

export default admonitionType('danger', AdmonitionIconDanger);
