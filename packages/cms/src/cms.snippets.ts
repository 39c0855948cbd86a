/** English defaults of every text @vitrine/cms shows, by snippet key. */
export const cmsSnippets: Record<string, string> = {
  "cms.categoryNavigation": "Categories",
  "cms.products": "Products",
  "cms.imageSlider": "Images",
  "cms.description": "Description",
  "cms.reviews": "Reviews",
};
