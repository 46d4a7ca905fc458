import { Form } from "@remix-run/react";
import { type FormEvent } from "react";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { CsrfInput } from "~/components/security-inputs";
import { type CartActionError, type CartVoucherView, VOUCHER_CODE_ID } from "~/lib/cart/cart-view";
import * as cartMessages from "~/lib/cart/messages";
import { type CouponView } from "~/lib/coupons/coupons-view";
import * as couponMessages from "~/lib/coupons/messages";

/**
 * Vouchers on the cart page: the applied ones, each with a Remove form, and the apply form (`voucherCode`). A
 * refused code ('Invalid code provided.', 'This coupon has exceeded the number of times it can be used') shows
 * by the field with the code kept. Issue 25: "Your coupons" lists the user's claimed coupons valid now and not applied,
 * each with an Apply button that posts the same applyVoucher form.
 */
export function CartVouchers({
  vouchers,
  error,
  busy,
  coupons = [],
}: {
  vouchers: readonly CartVoucherView[];
  error: CartActionError | null;
  busy: boolean;
  coupons?: readonly CouponView[];
}) {
  const applyError = error?.intent === "applyVoucher" && error.field === "voucherCode" ? error : null;
  const removeError = error?.intent === "removeVoucher" ? error : null;

  function preventDoubleSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) event.preventDefault();
  }

  return (
    <section className="cart-vouchers" aria-labelledby="cart-vouchers-title">
      <h2 id="cart-vouchers-title" className="cart-section__title">
        Vouchers
      </h2>
      {removeError ? (
        <p className="field__error" role="alert">
          {removeError.message}
        </p>
      ) : null}
      {vouchers.length > 0 ? (
        <>
          <h3 className="cart-section__subtitle">{cartMessages.vouchersApplied}</h3>
          <ul className="cart-vouchers__list">
            {vouchers.map((voucher) => (
              <li key={voucher.code} className="cart-vouchers__item">
                <span className="cart-vouchers__code">{voucher.code}</span> <span className="cart-vouchers__name">{voucher.name}</span>
                {voucher.value ? <span className="cart-vouchers__value"> {voucher.value}</span> : null}
                <Form method="post" className="cart-vouchers__remove" preventScrollReset onSubmit={preventDoubleSubmit}>
                  <CsrfInput />
                  <input type="hidden" name="intent" value="removeVoucher" />
                  <input type="hidden" name="voucherCode" value={voucher.code} />
                  <SubmitButton variant="link" busy={busy}>
                    Remove<span className="visually-hidden"> voucher {voucher.code}</span>
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {coupons.length > 0 ? (
        <>
          <h3 className="cart-section__subtitle">{couponMessages.yourCoupons}</h3>
          <ul className="cart-vouchers__list">
            {coupons.map((coupon) => (
              <li key={coupon.code} className="cart-vouchers__item">
                <span className="cart-vouchers__code">{coupon.code}</span> <span className="cart-vouchers__name">{coupon.name}</span>
                <span className="cart-vouchers__value"> ({couponMessages.validUntil(coupon.until)})</span>
                <Form method="post" className="cart-vouchers__remove" preventScrollReset onSubmit={preventDoubleSubmit}>
                  <CsrfInput />
                  <input type="hidden" name="intent" value="applyVoucher" />
                  <input type="hidden" name="voucherCode" value={coupon.code} />
                  <SubmitButton variant="link" busy={busy} aria-label={couponMessages.applyCouponLabel(coupon.code)}>
                    {couponMessages.applyCoupon}
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Form
        method="post"
        noValidate
        preventScrollReset
        className="cart-vouchers__apply"
        onSubmit={preventDoubleSubmit}
        key={applyError ? `error:${applyError.value}:${applyError.message}` : `ok:${vouchers.length}`}
      >
        <CsrfInput />
        <input type="hidden" name="intent" value="applyVoucher" />
        <Field
          label={cartMessages.voucherLabel}
          hint={cartMessages.voucherHint}
          errors={applyError ? [applyError.message] : undefined}
          inputProps={{
            id: VOUCHER_CODE_ID,
            name: "voucherCode",
            type: "text",
            autoComplete: "off",
            autoCapitalize: "characters",
            spellCheck: false,
            maxLength: 64,
            defaultValue: applyError?.value ?? "",
          }}
        />
        <SubmitButton variant="secondary" busy={busy}>{cartMessages.voucherApply}</SubmitButton>
      </Form>
    </section>
  );
}
