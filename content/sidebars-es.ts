export default {
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'Primeros pasos',
      items: ['primeros-pasos/instalacion', 'primeros-pasos/estructura-del-proyecto'],
    },
    'configuracion',
    'cli',
    'escribir-paginas',
  ],
};
