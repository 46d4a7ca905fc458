import { type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RadiosField } from "~/components/form/radios-field";
import { SubmitButton } from "~/components/form/submit-button";
import { Stepper } from "~/components/stepper";

/** The navigation the components see; a plain anchor for Link (no router needed to render markup). */
const navigation = vi.hoisted(() => ({ current: { state: "idle" } as { state: string } }));
vi.mock("@remix-run/react", () => ({
  useNavigation: () => navigation.current,
  Link: ({ to, className, children }: { to: string; className?: string; children: ReactNode }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const html = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);

beforeEach(() => {
  navigation.current = { state: "idle" };
});

describe("RadiosField", () => {
  const options = [
    { value: "a", label: "Alpha" },
    { value: "b", label: "Beta", hint: "The second" },
  ];

  it("is a fieldset with its legend and native radios named and numbered from the field's id, the default checked", () => {
    const markup = html(<RadiosField id="f-choice" name="choice" legend="Choose one" options={options} defaultValue="b" />);
    expect(markup).toBe(
      '<fieldset class="fieldset"><legend class="fieldset__legend">Choose one</legend><div class="radios">' +
        '<div class="radios__item"><input class="radios__input" type="radio" id="f-choice-0" name="choice" value="a"/>' +
        '<label class="radios__label" for="f-choice-0">Alpha</label></div>' +
        '<div class="radios__item"><input class="radios__input" type="radio" id="f-choice-1" name="choice" checked="" value="b"/>' +
        '<label class="radios__label" for="f-choice-1">Beta<span class="radios__hint">The second</span></label></div>' +
        "</div></fieldset>",
    );
  });

  it("puts the error above the items and describes the fieldset by the hint and the error (GOV.UK)", () => {
    const markup = html(<RadiosField id="f" name="choice" legend="Choose" hint="Pick one" errors={["Choose one"]} options={options} />);
    expect(markup).toContain('<fieldset class="fieldset field--error" aria-describedby="f-hint f-error">');
    expect(markup.indexOf('id="f-error"')).toBeLessThan(markup.indexOf('class="radios"'));
    expect(markup).toContain('<p class="field__error" id="f-error"><span class="visually-hidden">Error: </span>Choose one</p>');
  });

  it("takes an item's own id, a described hint and fields after the items", () => {
    const markup = html(
      <RadiosField
        id="when"
        name="intent"
        legend="When"
        defaultValue="later"
        options={[
          { value: "now", id: "when-now", label: "Now" },
          { value: "later", id: "when-later", label: "Later", hint: "Pick a date", hintId: "when-later-hint" },
        ]}
      >
        <p>More</p>
      </RadiosField>,
    );
    expect(markup).toContain('id="when-now"');
    expect(markup).toContain('id="when-later" name="intent" aria-describedby="when-later-hint" checked="" value="later"');
    expect(markup).toContain('<span class="radios__hint" id="when-later-hint">Pick a date</span>');
    expect(markup).toMatch(/<\/div><p>More<\/p><\/fieldset>$/);
  });

  it("is controlled when given a value", () => {
    const markup = html(<RadiosField id="c" name="c" legend="C" options={options} value="a" onChange={() => {}} />);
    expect(markup).toContain('id="c-0" name="c" checked="" value="a"');
    expect(markup).toContain('id="c-1" name="c" value="b"');
  });
});

describe("SubmitButton", () => {
  it("is a primary submit button, not aria-disabled while nothing is sent", () => {
    expect(html(<SubmitButton>Continue</SubmitButton>)).toBe('<button type="submit" class="button button--primary">Continue</button>');
  });

  it("is aria-disabled while a submission is in flight, keeping its variant, classes and attributes", () => {
    navigation.current = { state: "submitting" };
    expect(
      html(
        <SubmitButton variant="secondary" className="extra" name="intent" value="amend" aria-describedby="hint">
          Update
        </SubmitButton>,
      ),
    ).toBe('<button type="submit" class="button button--secondary extra" aria-disabled="true" name="intent" value="amend" aria-describedby="hint">Update</button>');
  });

  it("follows the busy it is given over the navigation", () => {
    navigation.current = { state: "submitting" };
    expect(html(<SubmitButton busy={false}>Go</SubmitButton>)).not.toContain("aria-disabled");
    navigation.current = { state: "idle" };
    expect(html(<SubmitButton variant="link" busy>Go</SubmitButton>)).toBe('<button type="submit" class="button button--link" aria-disabled="true">Go</button>');
  });
});

describe("Stepper", () => {
  it("is a labelled navigation with an ordered list: the current step aria-current, states spelled out, reachable steps linked", () => {
    const markup = html(
      <Stepper
        label="Checkout steps"
        className="stepper--checkout"
        steps={[
          { key: "one", label: "One", state: "done", href: "/one", marker: "✓", status: "completed" },
          { key: "two", label: "Two", state: "edit", current: true, marker: 2, status: "current step" },
          { key: "three", label: "Three" },
        ]}
      />,
    );
    expect(markup).toBe(
      '<nav class="stepper stepper--checkout" aria-label="Checkout steps"><ol class="stepper__list">' +
        '<li class="stepper__step stepper__step--done" data-state="done"><a href="/one" class="stepper__link">' +
        '<span class="stepper__marker" aria-hidden="true">✓</span><span class="stepper__label">One<span class="visually-hidden"> (completed)</span></span></a></li>' +
        '<li class="stepper__step stepper__step--edit stepper__step--current" aria-current="step" data-state="edit"><span class="stepper__text">' +
        '<span class="stepper__marker" aria-hidden="true">2</span><span class="stepper__label">Two<span class="visually-hidden"> (current step)</span></span></span></li>' +
        '<li class="stepper__step"><span class="stepper__text"><span class="stepper__label">Three</span></span></li>' +
        "</ol></nav>",
    );
  });
});
