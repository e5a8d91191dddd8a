/** Words of field names that number a repeated part: 'bullit_three_header' is bullet 3's header. */
const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/**
 * The catalog key and values of a page field's label: 'bullit_three_header' ->
 * ['app.fields.numbered_header', { n: 3, part: 'bullet' }], 'title' -> ['app.fields.title', {}].
 */
export function fieldLabel(base: string): [string, Record<string, string | number>] {
  const numbered =
    /^(bullit|card|venues_text)_(one|two|three|four|five|six|seven)(?:_(header|text|img))?$/.exec(base);
  if (numbered) {
    const [, group, word, part] = numbered;
    const kind = group === 'venues_text' ? 'text' : (part ?? 'text');
    return [
      `app.fields.${group === 'bullit' ? 'bullet' : group === 'card' ? 'card' : 'section'}_${kind}`,
      { n: NUMBERS[word!]! },
    ];
  }
  return [`app.fields.${base}`, {}];
}
