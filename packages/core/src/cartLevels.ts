/** Cart error levels as the Store API numbers them. */
export const CART_ERROR_LEVEL = { notice: 0, warning: 10, error: 20 } as const;
