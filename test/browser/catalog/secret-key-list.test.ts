// Every story of stories/secret-key-list.stories.ts, rendered as the catalog renders it (catalog.ts).
import * as stories from '../../../stories/secret-key-list.stories.js';
import { checkStories } from './catalog.js';

describe('catalog: secret-key-list stories', () => {
  checkStories(stories, 'firefox');
});
