import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';

// Docs tables (attributes, properties, events, parts, CSS properties) come from the manifest
// generated from the elements' JSDoc.
setCustomElementsManifest(manifest);

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
