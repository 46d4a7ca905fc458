import { Link } from "@remix-run/react";
import { type CouponView } from "~/lib/coupons/coupons-view";
import * as m from "~/lib/coupons/messages";

/** /my-account/coupons: the claimed coupons (code, name and description, validity, status). */
export function CouponsPage({ coupons }: { coupons: readonly CouponView[] }) {
  return (
    <div className="order-history coupons">
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      {coupons.length === 0 ? (
        <p role="status">{m.empty}</p>
      ) : (
        <>
          <div className="order-history__scroll">
            <table className="order-history__table">
              <caption className="visually-hidden">{m.caption(coupons.length)}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.code}</th>
                  <th scope="col">{m.coupon}</th>
                  <th scope="col">{m.validity}</th>
                  <th scope="col">{m.status}</th>
                </tr>
              </thead>
              <tbody>
                {coupons.map((coupon) => (
                  <tr key={coupon.code}>
                    <th scope="row">{coupon.code}</th>
                    <td>
                      {coupon.name}
                      {coupon.description ? (
                        <>
                          <br />
                          <span className="order-history__none">{coupon.description}</span>
                        </>
                      ) : null}
                    </td>
                    <td>{coupon.validity}</td>
                    <td>{coupon.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {coupons.some((coupon) => coupon.usable) ? (
            <p>
              <Link to="/cart">{m.goToCart}</Link>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
