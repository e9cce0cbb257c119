/** 'going / capacity' of an event ('12 / 40'), or '12 going' when it has no limit. */
export function GoingOfCapacity({ going, capacity }: { going: number; capacity: number | null }) {
  if (capacity === null) return <span>{going.toLocaleString("en-US")} going</span>;
  const full = going >= capacity;
  return (
    <span
      title={`${going} going of ${capacity} places`}
      className={full ? "font-medium text-destructive" : undefined}
    >
      {going.toLocaleString("en-US")} / {capacity.toLocaleString("en-US")}
      <span className="sr-only"> going</span>
    </span>
  );
}
