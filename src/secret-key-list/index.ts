import './define.js';

export { SecretKeyList } from './secret-key-list.js';
export type { PageSizeChangeDetail } from './secret-key-list.js';
export type { SecretKeyRevealDetail } from './secrets.js';
export type { CopyDetail, PageChangeDetail } from '../internal/events.js';
export { defaultStrings as secretKeyListStrings } from './strings.js';
export type { SecretKeyListStrings } from './strings.js';

/** @deprecated Use `SecretKeyRevealDetail` (the detail of `search-key-reveal`). */
export type { SecretKeyRevealDetail as SecretKeyEventDetail } from './secrets.js';
/** @deprecated `search-page-change` now carries the shared zero-based `PageChangeDetail`. */
export type { PageChangeDetail as SecretKeyPageChangeDetail } from '../internal/events.js';
