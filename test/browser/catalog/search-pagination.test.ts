// Every story of stories/search-pagination.stories.ts, rendered as the catalog renders it (catalog.ts).
import * as stories from '../../../stories/search-pagination.stories.js';
import { checkStories } from './catalog.js';

describe('catalog: search-pagination stories', () => {
  checkStories(stories, 'webkit');
});
