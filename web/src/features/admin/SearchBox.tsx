import { type FormEvent, useId, useState } from 'react';
import { sv } from '../../i18n/sv-admin';

/** A search field for a list; the list follows on submit (Sök) so each key press is no request. */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch: (term: string) => void }) {
  const id = useId();
  const [term, setTerm] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form role="search" className="admin-search" aria-label={`${sv.admin.search}: ${label}`} onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{`${sv.admin.search}: ${label}`}</label>
        <input id={id} type="search" value={term} placeholder={sv.admin.searchPlaceholder} onChange={(e) => setTerm(e.target.value)} />
      </div>
      <button type="submit" className="secondary">
        {sv.admin.search}
      </button>
    </form>
  );
}
