/**
 * A route plugin given a name ("auth routes"). Fastify names an anonymous plugin by its source
 * text, and that name is what Fastify's traces (@fastify/otel's hook and handler spans) and
 * its plugin errors print: a name keeps pages of code out of span names.
 */
export function named<T extends object>(name: string, plugin: T): T {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: `${name} routes` });
}
