// `@docusaurus/useGlobalData`: each plugin's global data, by plugin name and instance id (the docs
// plugins' versions; a plugin's setGlobalData).
import useDocusaurusContext from './useDocusaurusContext.js';

export default function useGlobalData(): Readonly<Record<string, Readonly<Record<string, unknown>>>> {
  return useDocusaurusContext().globalData;
}

export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Readonly<Record<string, unknown>> | undefined {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (data === undefined && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
