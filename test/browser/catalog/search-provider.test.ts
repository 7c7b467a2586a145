// Every story of stories/search-provider.stories.ts, rendered as the catalog renders it (catalog.ts).
import * as stories from '../../../stories/search-provider.stories.js';
import { checkStories } from './catalog.js';

describe('catalog: search-provider stories', () => {
  checkStories(stories, 'webkit');
});
