/** How a house's colours look together: a badge on its light background. */
export function HousePreview({
  name,
  color,
  bgLight,
  textColor,
}: {
  name: string;
  color: string;
  bgLight: string;
  textColor: string;
}) {
  return (
    <div className="inline-flex items-center rounded-md px-3 py-2" style={{ backgroundColor: bgLight }}>
      <span
        className="rounded-full px-3 py-1 text-xs font-semibold"
        style={{ backgroundColor: color, color: textColor }}
      >
        {name}
      </span>
    </div>
  );
}
