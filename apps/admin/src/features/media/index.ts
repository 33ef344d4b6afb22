/** What other features may use of the image library: the photo field and a thumbnail's URL. */
export { MediaField, type MediaValue } from './media-field';
export { thumbUrl } from './thumb-url';
