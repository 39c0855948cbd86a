// The product page's named values.

/** Id of the buy form on the product page; the cart package's `<AddToCartForm>` renders it. */
export const BUY_FORM_ID = "productDetailPageBuyProductForm";
/** Id of the description tab that the "More info" button opens. */
export const DESCRIPTION_TAB_ID = "description";
