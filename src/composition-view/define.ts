import { defineElement } from '../internal/define.js';
import { CompositionView } from './composition-view.js';

defineElement('composition-view', CompositionView);

declare global {
  interface HTMLElementTagNameMap {
    'composition-view': CompositionView;
  }
}
