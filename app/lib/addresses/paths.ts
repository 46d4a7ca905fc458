/** The address book's addresses (issue 25, H3), without zod: components import them. */
export const ADDRESS_BOOK_PATH = "/my-account/address-book";
export const NEW_ADDRESS_PATH = `${ADDRESS_BOOK_PATH}/new`;
export const VERIFY_ADDRESS_PATH = `${ADDRESS_BOOK_PATH}/verify`;
export const editAddressPath = (id: string) => `${ADDRESS_BOOK_PATH}/${encodeURIComponent(id)}/edit`;
export const deleteAddressPath = (id: string) => `${ADDRESS_BOOK_PATH}/${encodeURIComponent(id)}/delete`;
/** Address ids are SAP PKs (digits); anything else is not looked up. */
export const ADDRESS_ID = /^\d{1,19}$/;
