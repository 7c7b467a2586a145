import { defineElement } from '../internal/define.js';
import '../pagination/define.js';
import { SecretKeyList } from './secret-key-list.js';

defineElement('secret-key-list', SecretKeyList);

declare global {
  interface HTMLElementTagNameMap {
    'secret-key-list': SecretKeyList;
  }
}
