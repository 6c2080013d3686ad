import { HONEYPOT_FIELD } from '../../../domain/leads/honeypot-field';

/** A field people never see nor reach; robots fill it, and the server then drops the post silently. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Ne pas remplir
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
