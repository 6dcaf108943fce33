import { Star } from '#src/components/cms/Star';
import { requiredAs } from '#src/components/validators';
import { ChoiceField, type RadioChoice } from '#src/components/ChoiceField';

const RATINGS: RadioChoice<number>[] = [
  { value: 1, label: '1 star: very poor' },
  { value: 2, label: '2 stars: poor' },
  { value: 3, label: '3 stars: average' },
  { value: 4, label: '4 stars: good' },
  { value: 5, label: '5 stars: excellent' },
];

const ratingRule = requiredAs('Please choose a rating from 1 to 5 stars');

/** A 1 to 5 rating as five radio buttons drawn as stars; the chosen star and those before it fill. */
export function StarRatingField({ name, legend }: { name: string; legend: string }) {
  return (
    <ChoiceField<number>
      name={name}
      legend={legend}
      choices={RATINGS}
      validate={ratingRule}
      className="star-input"
      renderLabel={(option, chosen) => (
        <>
          <Star fill={chosen !== undefined && option.value <= chosen ? 1 : 0} size={36} />
          <span className="visually-hidden">{option.label}</span>
        </>
      )}
    />
  );
}
