import type { Feedback } from '@shop/domain/catalog.schemas';
import { pipelineImage, variantUrl } from '@shop/domain/media.rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { FEEDBACK_FETCHED, homeQueries, shuffled } from './home.queries';

/** spec 1 §9: 20 fetched (FEEDBACK_FETCHED), 9 shown, reshuffled every 15000 ms. */
export const FEEDBACK_SHOWN = 9;
export const FEEDBACK_RESHUFFLE_MS = 15_000;

const NO_FEEDBACK: Feedback[] = [];

// One row to swipe on phones, a grid from tablets up.
const LIST =
  'grid auto-cols-[85%] grid-flow-col gap-3 overflow-x-auto pb-2 sm:grid-flow-row sm:grid-cols-2 lg:grid-cols-3';

/** spec 1 §2 Home: the customer feedback block 'Khách Hàng Nói Gì?'. */
export function FeedbackSection() {
  // Failures are only logged and shown as an empty list (spec 1 §2), so a retry would only delay that.
  const query = useQuery({ ...homeQueries.feedback(FEEDBACK_FETCHED), retry: false });
  const results = query.data?.results;
  const all = Array.isArray(results) ? results : NO_FEEDBACK;

  useEffect(() => {
    if (query.error) console.error('Không tải được phản hồi của khách hàng', query.error);
  }, [query.error]);
  useEffect(() => {
    if (query.isSuccess && !Array.isArray(results)) console.error('Phản hồi của khách hàng sai định dạng', query.data);
  }, [query.isSuccess, query.data, results]);

  // Each tick draws a new selection of nine.
  const [round, setRound] = useState(0);
  const reshuffles = all.length > FEEDBACK_SHOWN;
  useEffect(() => {
    if (!reshuffles) return;
    const timer = window.setInterval(() => setRound((r) => r + 1), FEEDBACK_RESHUFFLE_MS);
    return () => window.clearInterval(timer);
  }, [reshuffles]);
  const shown = useMemo(() => pickRandom(all, FEEDBACK_SHOWN, round), [all, round]);

  return (
    <section aria-labelledby="khach-hang-noi-gi">
      <h2 id="khach-hang-noi-gi" className="mb-4 text-center text-xl font-bold text-brand-800 sm:text-2xl">
        Khách Hàng Nói Gì?
      </h2>
      {query.isPending ? (
        <ul className={LIST} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="rounded-lg border border-gray-200 bg-white p-4" data-testid="feedback-placeholder">
              <div className="flex items-center gap-3">
                <Skeleton className="size-12 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3 w-1/3" />
                </div>
              </div>
              <Skeleton className="mt-4 h-4 w-full" />
              <Skeleton className="mt-2 h-4 w-4/5" />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-center text-gray-500">Chưa có phản hồi nào.</p>
      ) : (
        <ul className={LIST}>
          {shown.map((item) => (
            <FeedbackCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Up to `count` items in random order: the first draw is the answer's own (already shuffled), each later one new. */
function pickRandom<T>(items: readonly T[], count: number, round: number): T[] {
  return (round === 0 ? items : shuffled(items)).slice(0, count);
}

function FeedbackCard({ item }: { item: Feedback }) {
  return (
    // One grid, no wrappers (nine cards on the home page): the avatar spans the name's lines and sits at their middle,
    // the name and the stars meet there, the quote runs under both.
    <li className="grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <Avatar
        name={item.name}
        url={item.avatar_url}
        place={item.role ? 'row-span-3 self-center' : 'row-span-2 self-center'}
      />
      <p className="self-end truncate font-semibold text-gray-900">{item.name}</p>
      {item.role && <p className="truncate text-xs text-gray-500">{item.role}</p>}
      <FiveStars />
      <blockquote className="col-span-2 mt-3 text-sm leading-relaxed text-gray-700">“{item.feedback}”</blockquote>
    </li>
  );
}

const AVATAR_COLOURS = ['bg-brand-600', 'bg-amber-500', 'bg-sky-600', 'bg-rose-500', 'bg-violet-600', 'bg-teal-600'];

/** The photo, or the first letter of the name in a coloured circle when there is none or it fails to load. */
function Avatar({ name, url, place }: { name: string; url: string | null; place: string }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    // An uploaded avatar: its narrowest file (320 px) is plenty for a 48 px circle.
    const image = pipelineImage(url);
    return (
      <img
        src={image ? variantUrl(image, image.widths[0]!, 'webp') : url}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className={`size-12 shrink-0 rounded-full bg-gray-100 object-cover ${place}`}
      />
    );
  }
  const letter = Array.from(name.trim())[0]?.toLocaleUpperCase('vi') ?? '?';
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initial"
      className={`grid size-12 shrink-0 place-items-center rounded-full text-lg font-bold text-white ${AVATAR_COLOURS[hash % AVATAR_COLOURS.length]} ${place}`}
    >
      {letter}
    </span>
  );
}

/** A fixed five-star rating (spec 1 §2: the stars do not come from the data), drawn by the style sheet. */
function FiveStars() {
  return <span role="img" aria-label="5 trên 5 sao" className="five-stars self-start text-amber-400" />;
}
