// Every story of stories/composition-view.stories.ts, rendered as the catalog renders it (catalog.ts).
import * as stories from '../../../stories/composition-view.stories.js';
import { checkStories } from './catalog.js';

describe('catalog: composition-view stories', () => {
  checkStories(stories, 'firefox');
});
