import { type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { SelectField } from "~/components/form/choice-fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { Field } from "~/components/form/field";
import { lazyValidator } from "~/components/form/lazy-validator";
import { SubmitButton } from "~/components/form/submit-button";
import { useSubmissionForm } from "~/components/form/use-submission-form";
import { CsrfInput } from "~/components/security-inputs";
import * as profileMessages from "~/lib/account-profile/messages";
import type { ProfileView } from "~/lib/account-profile/profile-view";

type Result = SubmissionResult<string[]> | undefined;

/** The answer of the form whose hidden `intent` it carries (both forms post to the page's one action). */
export function resultFor(lastResult: Result, intent: string): Result {
  return lastResult?.initialValue?.["intent"] === intent ? lastResult : undefined;
}

/** Title, first and last name (`PATCH users/{userId}`). */
export function ProfileDetailsForm({ view, lastResult }: { view: ProfileView; lastResult: Result }) {
  const titleCodes = view.titles.map((title) => title.value);
  const form = useSubmissionForm<"titleCode" | "firstName" | "lastName">({
    id: "profile",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/account-profile/profile-schema").then((m) => m.profileSchemaFor(titleCodes))),
  });
  const title = form.field("titleCode");
  const firstName = form.field("firstName");
  const lastName = form.field("lastName");
  const kept = lastResult !== undefined;
  return (
    <section aria-labelledby="profile-details-heading" className="account-profile__section">
      <h2 id="profile-details-heading">{profileMessages.personalDetails}</h2>
      <ErrorSummary errors={form.summaryErrors(["titleCode", "firstName", "lastName"])} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="stack">
        <CsrfInput />
        <input type="hidden" name="intent" value="profile" />
        <SelectField
          id={title.id}
          name={title.name}
          label="Title"
          options={view.titles}
          emptyLabel="Select a title"
          errors={title.errors}
          defaultValue={kept ? title.defaultValue : view.titleCode}
        />
        <Field
          label="First name"
          errors={firstName.errors}
          inputProps={{
            id: firstName.id,
            name: firstName.name,
            defaultValue: kept ? firstName.defaultValue : view.firstName,
            type: "text",
            autoComplete: "given-name",
            required: true,
          }}
        />
        <Field
          label="Last name"
          errors={lastName.errors}
          inputProps={{
            id: lastName.id,
            name: lastName.name,
            defaultValue: kept ? lastName.defaultValue : view.lastName,
            type: "text",
            autoComplete: "family-name",
            required: true,
          }}
        />
        <SubmitButton>{profileMessages.saveProfile}</SubmitButton>
      </Form>
    </section>
  );
}

/** The preferred name, saved by its own call (`PUT orgUsers/{userId}/preferred-name`); read-only on a stock backend. */
export function PreferredNameForm({ view, lastResult }: { view: ProfileView; lastResult: Result }) {
  const form = useSubmissionForm<"preferredName">({
    id: "preferred-name",
    lastResult,
    loadValidator: lazyValidator(() => import("~/lib/account-profile/profile-schema").then((m) => m.PreferredNameSchema)),
  });
  const preferredName = form.field("preferredName");
  if (!view.extended) {
    return (
      <section aria-labelledby="preferred-name-heading" className="account-profile__section">
        <h2 id="preferred-name-heading">{profileMessages.preferredNameHeading}</h2>
        <p data-testid="preferred-name-read-only">{view.preferredName || profileMessages.notSet}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="preferred-name-heading" className="account-profile__section">
      <h2 id="preferred-name-heading">{profileMessages.preferredNameHeading}</h2>
      <ErrorSummary errors={form.summaryErrors(["preferredName"])} focusKey={form.summaryKey} />
      <Form method="post" {...form.formProps} className="stack">
        <CsrfInput />
        <input type="hidden" name="intent" value="preferredName" />
        <Field
          label="Preferred name (optional)"
          hint={profileMessages.preferredNameHint}
          errors={preferredName.errors}
          inputProps={{
            id: preferredName.id,
            name: preferredName.name,
            defaultValue: lastResult !== undefined ? preferredName.defaultValue : view.preferredName,
            type: "text",
            autoComplete: "nickname",
          }}
        />
        <SubmitButton variant="secondary">{profileMessages.savePreferredName}</SubmitButton>
      </Form>
    </section>
  );
}

/** E-mail (changed on Login & Security), mobile (its own page), employee id and unit: read-only here. */
export function ProfileFacts({ view }: { view: ProfileView }) {
  return (
    <section aria-labelledby="profile-contact-heading" className="account-profile__section">
      <h2 id="profile-contact-heading">{profileMessages.contactHeading}</h2>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>Email address</dt>
          <dd data-testid="profile-email">{view.email ?? profileMessages.notSet}</dd>
        </div>
        <div className="summary-list__row">
          <dt>Mobile number</dt>
          <dd data-testid="profile-mobile">
            {view.mobile ?? profileMessages.notSet}
            {view.extended ? (
              <>
                {" "}
                <Link to="/my-account/profile/mobile">{profileMessages.changeMobile}</Link>
              </>
            ) : null}
          </dd>
        </div>
        <div className="summary-list__row">
          <dt>Employee ID</dt>
          <dd data-testid="profile-employee-id">{view.employeeId ?? profileMessages.notSet}</dd>
        </div>
        <div className="summary-list__row">
          <dt>Unit</dt>
          <dd data-testid="profile-unit">{view.unit ?? profileMessages.notSet}</dd>
        </div>
      </dl>
    </section>
  );
}
