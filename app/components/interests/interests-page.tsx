import { Form, Link, useNavigation } from "@remix-run/react";
import { type FormEvent } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import { type InterestRowView } from "~/lib/interests/interests-view";
import * as m from "~/lib/interests/messages";

const ACTION = "/my-account/my-interests";

/** /my-account/my-interests: one row per item (name and link, colour/size, date added, stock) with a Remove POST form. */
export function InterestsPage({ rows }: { rows: readonly InterestRowView[] }) {
  const navigation = useNavigation();
  const removing = navigation.state !== "idle" && navigation.formAction === ACTION ? navigation.formData?.get("productCode") : null;
  return (
    <div className="order-history interests">
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      {rows.length === 0 ? (
        <p role="status">{m.empty}</p>
      ) : (
        <div className="order-history__scroll">
          <table className="order-history__table">
            <caption className="visually-hidden">{m.caption(rows.length)}</caption>
            <thead>
              <tr>
                <th scope="col">{m.product}</th>
                <th scope="col">{m.item}</th>
                <th scope="col">{m.added}</th>
                <th scope="col">{m.stock}</th>
                <th scope="col">
                  <span className="visually-hidden">{m.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code}>
                  <th scope="row">
                    <Link to={row.href}>{row.name}</Link>
                  </th>
                  <td>
                    {row.variant}
                    <br />
                    <span className="order-history__none">{row.code}</span>
                  </td>
                  <td>{row.added}</td>
                  <td>
                    {row.stock}
                    {row.notified ? (
                      <>
                        <br />
                        <span className="order-history__none">{m.notified(row.notified)}</span>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <Form
                      method="post"
                      action={ACTION}
                      onSubmit={(event: FormEvent<HTMLFormElement>) => {
                        if (removing) event.preventDefault();
                      }}
                    >
                      <CsrfInput />
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="productCode" value={row.code} />
                      <input type="hidden" name="productName" value={row.name} />
                      <SubmitButton variant="link" busy={removing === row.code} aria-label={m.removeLabel(row.name, row.variant)}>
                        {m.remove}
                      </SubmitButton>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
