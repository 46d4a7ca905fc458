/**
 * The cost-centre actions' texts (issue 27, helper A): flash messages (Spartacus' `orgCostCenter.messages`, Australian
 * spelling) and refusals (ours). Server-only, so the pages' first-load JavaScript does not carry them.
 */
export const created = (name: string) => `Cost centre ${name} created successfully`;
export const updated = (name: string) => `Cost centre ${name} updated successfully`;
export const enabled = (name: string) => `Cost centre ${name} enabled successfully`;
export const disabled = (name: string) => `Cost centre ${name} disabled successfully`;
export const removed = (name: string) => `Cost centre ${name} removed`;
export const removeCharged = "Orders are charged to this cost centre, so it cannot be removed: disable it instead.";
export const unitUnknown = (unitLower: string) => `Choose a ${unitLower} from the list.`;
export const parentDisabled = (unitLower: string) => `This ${unitLower} is disabled: choose an enabled ${unitLower}.`;
export const invalidFilter = "Choose an option from the list.";
