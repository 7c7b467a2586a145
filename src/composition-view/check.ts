/**
 * What `<composition-view>` flags, without rejecting anything: the documented rules (declared
 * once, in `src/api/rules/composition.ts`), plus what only shows once a composition is laid
 * out: injected items sharing result positions, and URLs that are not safe to link.
 */
import type { CompositionRuleWarning } from '../api/rules/composition.js';
import type { RenderingContentView } from './params.js';
import type { SlotMap } from './slots.js';

export { compositionWarnings, itemLabel } from '../api/rules/composition.js';

/** A broken rule or a doubtful value. `feed` names the multifeed feed it was found in. */
export type CompositionWarning =
  | CompositionRuleWarning
  | {
      readonly code: 'overlap';
      readonly items: readonly string[];
      readonly positions: readonly number[];
      readonly feed?: string;
    }
  | {
      readonly code: 'unsafeUrl';
      readonly where: 'redirect' | 'bannerImage' | 'bannerLink';
      readonly url: string;
      readonly feed?: string;
    };

/** One warning per group of items sharing positions, naming the items by their labels. */
export function overlapWarnings(
  slots: SlotMap,
  labels: readonly string[],
  feed?: string,
): CompositionWarning[] {
  return slots.overlaps.map((overlap) => ({
    code: 'overlap',
    items: overlap.items.map((i) => labels[i]!),
    positions: overlap.positions,
    ...(feed === undefined ? {} : { feed }),
  }));
}

/** One warning per URL of `renderingContent` that is shown as text only. */
export function urlWarnings(
  content: RenderingContentView | null,
  feed?: string,
): CompositionWarning[] {
  if (!content) return [];
  const found: [
    where: 'redirect' | 'bannerImage' | 'bannerLink',
    url: { href: string | null; raw: string } | null,
  ][] = [['redirect', content.redirect]];
  for (const banner of content.banners) {
    for (const image of banner.images) found.push(['bannerImage', image]);
    found.push(['bannerLink', banner.link]);
  }
  return found
    .filter(([, url]) => url && url.href === null)
    .map(([where, url]) => ({
      code: 'unsafeUrl',
      where,
      url: url!.raw,
      ...(feed === undefined ? {} : { feed }),
    }));
}
