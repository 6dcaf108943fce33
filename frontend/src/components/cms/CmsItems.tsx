import { ContactList } from './ContactList';
import { FeatureGrid } from './FeatureGrid';
import type { HeadingLevel } from './Heading';
import { runsOf, type CmsItem, type ItemRun } from './items';
import { StepList } from './StepList';
import { TeamGrid } from './TeamGrid';
import { Testimonials } from './Testimonials';

function Run({ run, level }: { run: ItemRun; level: HeadingLevel }) {
  switch (run.kind) {
    case 'feature':
      return <FeatureGrid items={run.items} level={level} />;
    case 'step':
      return <StepList items={run.items} level={level} />;
    case 'contact':
      return <ContactList items={run.items} />;
    case 'testimonial':
      return <Testimonials items={run.items} />;
    case 'team':
      return <TeamGrid items={run.items} level={level} />;
  }
}

/** A section's structured items, each run of one kind as its list or grid; `level` is their headings'. */
export function CmsItems({ items, level }: { items: readonly CmsItem[]; level: HeadingLevel }) {
  return runsOf(items).map((run, index) => <Run key={`${run.kind}-${index}`} run={run} level={level} />);
}
