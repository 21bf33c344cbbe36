import { useId } from 'react';
import type { ShelterCriterion } from '../gql/graphql';
import { shelterProfile as t } from '../i18n/sv/shelter-profile';
import {
  HOUSE_RULES_LANGUAGES,
  MAX_CITY,
  MAX_HOUSE_RULES,
  MAX_STREET,
  type ProfileErrors,
  type ProfileFields,
} from '../lib/shelter-profile';
import { Field } from './Field';
import './shelter-profile.css';

/** Every criterion, in the catalogue's order (its labels are typed complete against the schema's enum). */
const CRITERIA = Object.keys(t.criterionLabel) as ShelterCriterion[];

type TextKey = Exclude<keyof ProfileFields, 'criteria' | 'releaseNoShows' | 'houseRulesIn'>;

/**
 * The shelter profile editor (issue 31 §4): address, phone, check-in window, house rules, criteria,
 * the no-show release and the position, as the admin's shelter form and the host's Härberget both
 * show them. The form around it owns the values, checks them (lib/shelter-profile.ts) and sends them.
 * Adding a profile field: a row here, its label in i18n/sv/shelter-profile.ts, its place in
 * lib/shelter-profile.ts (fragment, fields, input).
 */
export function ShelterProfileFields({
  value: v,
  errors,
  onChange,
}: {
  value: ProfileFields;
  errors: ProfileErrors;
  onChange: (next: ProfileFields) => void;
}) {
  const releaseHint = useId();
  const text = (k: TextKey) => ({
    value: v[k],
    onChange: (e: { target: { value: string } }) => onChange({ ...v, [k]: e.target.value }),
  });
  const toggle = (c: ShelterCriterion, on: boolean) =>
    onChange({ ...v, criteria: on ? CRITERIA.filter((x) => x === c || v.criteria.includes(x)) : v.criteria.filter((x) => x !== c) });

  return (
    <div className="shelter-profile field-wide">
      <fieldset>
        <legend>{t.address}</legend>
        <Field label={t.street} error={errors.street}>
          {(p) => <input {...p} autoComplete="street-address" maxLength={MAX_STREET} {...text('street')} />}
        </Field>
        <Field label={t.postcode} error={errors.postcode}>
          {(p) => <input {...p} inputMode="numeric" autoComplete="postal-code" {...text('postcode')} />}
        </Field>
        <Field label={t.city} error={errors.city}>
          {(p) => <input {...p} maxLength={MAX_CITY} {...text('city')} />}
        </Field>
        <Field label={t.phone} error={errors.phone}>
          {(p) => <input {...p} type="tel" autoComplete="off" maxLength={30} {...text('phone')} />}
        </Field>
      </fieldset>
      <fieldset>
        <legend>{t.checkInWindow}</legend>
        <Field label={t.checkInFrom} error={errors.checkInFrom} hint={t.checkInHint}>
          {(p) => <input {...p} type="time" {...text('checkInFrom')} />}
        </Field>
        <Field label={t.checkInUntil} error={errors.checkInUntil}>
          {(p) => <input {...p} type="time" {...text('checkInUntil')} />}
        </Field>
      </fieldset>
      <Field label={t.houseRules} error={errors.houseRules} hint={t.houseRulesHint(MAX_HOUSE_RULES)}>
        {(p) => <textarea {...p} rows={5} maxLength={MAX_HOUSE_RULES} {...text('houseRules')} />}
      </Field>
      {/* Issue 33 §6: the rules in the guests' other languages; a guest reads theirs, else the Swedish. */}
      <details className="house-rules-languages" open={HOUSE_RULES_LANGUAGES.some((l) => v.houseRulesIn[l] !== '')}>
        <summary>{t.houseRulesLanguages}</summary>
        <p className="field-hint">{t.houseRulesLanguagesHint}</p>
        {HOUSE_RULES_LANGUAGES.map((language) => (
          <Field key={language} label={t.houseRulesIn[language]}>
            {(p) => (
              <textarea
                {...p}
                rows={3}
                lang={language}
                dir="auto"
                maxLength={MAX_HOUSE_RULES}
                value={v.houseRulesIn[language]}
                onChange={(e) => onChange({ ...v, houseRulesIn: { ...v.houseRulesIn, [language]: e.target.value } })}
              />
            )}
          </Field>
        ))}
      </details>
      <fieldset className="shelter-profile-criteria">
        <legend>{t.criteria}</legend>
        {CRITERIA.map((c) => (
          <label key={c}>
            <input type="checkbox" checked={v.criteria.includes(c)} onChange={(e) => toggle(c, e.target.checked)} />
            {t.criterionLabel[c]}
          </label>
        ))}
      </fieldset>
      <div className="field shelter-profile-release">
        <label>
          <input
            type="checkbox"
            checked={v.releaseNoShows}
            aria-describedby={releaseHint}
            onChange={(e) => onChange({ ...v, releaseNoShows: e.target.checked })}
          />
          {t.releaseNoShows}
        </label>
        <p id={releaseHint} className="field-hint">
          {t.releaseNoShowsHint}
        </p>
      </div>
      <fieldset>
        <legend>{t.position}</legend>
        <Field label={t.latitude} error={errors.latitude} hint={t.coordinatesHint}>
          {(p) => <input {...p} inputMode="decimal" {...text('latitude')} />}
        </Field>
        <Field label={t.longitude} error={errors.longitude}>
          {(p) => <input {...p} inputMode="decimal" {...text('longitude')} />}
        </Field>
      </fieldset>
    </div>
  );
}
