/**
 * The inline script that starts the shop's start-up file (decision 0023). The page paints without script, so the
 * file is asked for on the task after the first frame: before it, its 130 KB would share the network with the
 * style sheet, the fonts and the largest image.
 *
 * Until React has taken the page over (`data-hydrated` on `<html>`, set by the root route), a press on a button
 * that does nothing without script (a drawer's, a carousel's) is held and pressed again after hydration. It is
 * stopped at the window, so React, whose listeners sit on the document, can't also act on it while hydrating.
 * Text typed and options chosen stay in their fields, and the fields adopt them after hydration
 * (`useEditedBeforeHydration` in apps/web). Links and the no-script forms work as they are.
 */
export function entryLoaderScript(src: string): string {
  return `(()=>{
const root=document.documentElement,held=[];
const hold=(e)=>{const b=e.target instanceof Element&&e.target.closest('button');
if(!b||(b.type==='submit'&&b.form))return;e.stopPropagation();held.push(b)};
addEventListener('click',hold,true);
new MutationObserver((_,o)=>{if(!root.hasAttribute('data-hydrated'))return;o.disconnect();
removeEventListener('click',hold,true);for(const b of held)if(b.isConnected)b.click()})
.observe(root,{attributes:true,attributeFilter:['data-hydrated']});
requestAnimationFrame(()=>setTimeout(()=>{const s=document.createElement('script');s.type='module';
s.src=${JSON.stringify(src)};document.head.append(s)}))})()`;
}
