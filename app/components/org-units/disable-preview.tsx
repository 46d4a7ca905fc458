import * as m from "~/lib/org-units/messages";

interface Preview {
  childUnits: { uid: string; name: string }[];
  users: { pk: string; name: string; email: string }[];
  budgets: { code: string; name: string }[];
  costCentres: { code: string; name: string }[];
}

/** What disabling a unit disables with it (issue 26, H1): one headed list per kind, only kinds with entries. */
export function DisablePreviewList({ preview, words }: { preview: Preview; words: m.Words }) {
  const groups = [
    { id: "child-units", title: m.disableChildUnits(words), items: preview.childUnits.map((u) => ({ key: u.uid, text: u.name })) },
    { id: "users", title: m.disableUsers, items: preview.users.map((u) => ({ key: u.pk, text: `${u.name} (${u.email})` })) },
    { id: "budgets", title: m.disableBudgets, items: preview.budgets.map((b) => ({ key: b.code, text: `${b.name} (${b.code})` })) },
    { id: "cost-centres", title: m.disableCostCentres, items: preview.costCentres.map((c) => ({ key: c.code, text: `${c.name} (${c.code})` })) },
  ].filter((group) => group.items.length > 0);
  return (
    <>
      <p>{groups.length > 0 ? m.disableIntro(words) : m.disableNothingElse}</p>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`disable-${group.id}`}>
          <h2 id={`disable-${group.id}`}>{group.title}</h2>
          <ul data-testid={`disable-${group.id}`}>
            {group.items.map((item) => (
              <li key={item.key}>{item.text}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
