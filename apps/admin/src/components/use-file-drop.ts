import { type DragEvent, useState } from 'react';

/**
 * A drop zone's state and handlers: `over` while files are dragged above it, and the dropped files handed to
 * `onFiles`. The zone's file input stays the keyboard's way in.
 */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [over, setOver] = useState(false);
  return {
    over,
    dropProps: {
      onDragOver: (e: DragEvent) => {
        e.preventDefault();
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        setOver(false);
        onFiles([...e.dataTransfer.files]);
      },
    },
  };
}
