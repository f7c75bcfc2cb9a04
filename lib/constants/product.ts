// The product's name, shown in the page shell header, on the landing page and in page titles.
export const PRODUCT_NAME = "MediConnect Global";

// Copyright year shown in the landing footer (specification, public area section 9).
export const COPYRIGHT_YEAR = 2024;
