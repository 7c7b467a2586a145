import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';
// The optional theme (built from the tokens by scripts/make-theme.mjs): its `search-ui-dark` /
// `search-ui-light` classes are the library's documented way for a page to force a scheme.
import '../dist/themes/default.css';
import './preview.css';
import { globalTypes, initialGlobals, withToolbar } from './toolbar.js';

// Docs tables (attributes, properties, events, parts, CSS properties) come from the manifest
// generated from the elements' JSDoc.
setCustomElementsManifest(manifest);

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  globalTypes,
  initialGlobals,
  decorators: [withToolbar],
  tags: ['autodocs'],
};

export default preview;
