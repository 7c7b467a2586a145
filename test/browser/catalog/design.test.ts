// Every story of stories/design.stories.ts, rendered as the catalog renders it (catalog.ts).
import * as stories from '../../../stories/design.stories.js';
import { checkStories } from './catalog.js';

describe('catalog: design stories', () => {
  checkStories(stories);
});
