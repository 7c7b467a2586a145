import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/provider/define.js';

const meta: Meta = {
  title: 'Elements/search-provider',
  component: 'search-provider',
};
export default meta;

export const WithChildren: StoryObj = {
  render: () =>
    html`<search-provider><p>Elements inside share the provider’s store.</p></search-provider>`,
};
