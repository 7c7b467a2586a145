import './define.js';

export { SecretKeyList } from './secret-key-list.js';
export type {
  SecretKeyEventDetail,
  SecretKeyPageChangeDetail,
  SecretKeysClient,
} from './secret-key-list.js';
export { defaultStrings as secretKeyListStrings } from './strings.js';
export type { SecretKeyListStrings } from './strings.js';
