/**
 * The texts of the address book (issue 25, H3; docs/address-book.md). 'Invalid Address.' is the spec's (part 2 §8).
 * The spec gives only the gist of the success messages ("address added, updated, deleted"): these are Spartacus'
 * English texts (feature-libs/user/profile/assets/translations/en/address.json: addressForm.userAddressAddSuccess,
 * userAddressUpdateSuccess, userAddressDeleteSuccess; addressMessages.setAsDefaultSuccessfully; addressBook.*;
 * addressSuggestion.*). Everything else is ours.
 */

// --- spec part 2 §8 ---
export const invalidAddress = "Invalid Address.";

// --- Spartacus (address.json) ---
export const addressAdded = "New address was added successfully!";
export const addressUpdated = "Address updated successfully!";
export const addressDeleted = "Address deleted successfully!";
export const setAsDefaultDone = (streetAddress: string) => `Address ${streetAddress} was successfully set as default`;
export const addNewAddress = "Add a new delivery address";
export const editDeliveryAddress = "Edit delivery address";
export const areYouSure = "Are you sure you want to delete this address?";
export const addAddress = "Add address";
export const updateAddress = "Update address";
export const backToAddressList = "Back to address list";
export const setAsDefault = "Set as default";
export const setAsDefaultAddress = "Set as default delivery address";
export const verifyYourAddress = "Verify your address";
export const ensureAccuracy = "To ensure delivery accuracy, we suggest the change selected below.";
export const chooseAddressToUse = "Please choose which address you would like to use:";
export const suggestedAddress = "Suggested address";
export const enteredAddress = "Entered address";
export const editAddress = "Edit address";
export const saveAddress = "Save address";

// --- ours ---
export const pageTitle = "Delivery and Shipping";
export const intro = "The addresses you can choose at checkout. The default address is chosen for you.";
export const defaultTag = "Default";
export const sharedTag = "Shared by your organisation";
export const noAddresses = "You have no delivery addresses yet.";
export const deleteTitle = "Delete address";
export const deleteConfirm = "Delete";
export const deleteKeep = "Cancel";
export const editLabel = (line1: string) => `Edit ${line1}`;
export const deleteLabel = (line1: string) => `Delete ${line1}`;
export const setDefaultLabel = (line1: string) => `Set ${line1} as default`;
export const alternateDisabled =
  "Your organisation delivers to its own addresses: you can choose your default address or delete one of yours, but not add or change one. Ask your administrator for a new delivery address.";
export const verifyChoiceRequired = "Choose the suggested address or the address you entered.";
export const postcodeInvalid = (countryName: string, digits: number) => `Enter a postcode of ${digits} digits for ${countryName}.`;
