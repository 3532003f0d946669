import { expect, test } from './support/fixtures';

for (const [path, alt] of [
  ['/pt-BR/obrigado', 'Mapa do escritório regional da Terralis em Rio Verde, Goiás'],
  ['/es-AR/gracias', 'Mapa de la oficina regional de Terralis en Rosario, Santa Fe'],
  ['/en-US/thank-you', 'Map of the Terralis regional office in Ames, Iowa'],
] as const) {
  test(`${path} shows the office map from our own route, with no maps key in the page`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    const map = page.getByRole('img', { name: alt });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveJSProperty('complete', true);
    expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(708);
    expect(await map.getAttribute('src')).toMatch(/^\/api\/static-map\?lat=/);
    expect(await response!.text()).not.toContain('sandbox-maps-key');
    expect(consoleErrors).toEqual([]);
  });
}

test('the static map route answers 400 to a bad query', async ({ request }) => {
  expect((await request.get('/api/static-map?lat=200&lng=0')).status()).toBe(400);
});
