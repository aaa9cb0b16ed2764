// Sidebar of the Spanish docs tree (content/docs-es), in the order and with the labels of the ZELF docs.
// Docs outside the sidebar (reachable by URL and links): the zns/online endpoint pages, the
// docgen tutorial pages, and funciones/autenticacion.
export default {
  tutorialSidebar: [
    { type: 'doc', id: 'intro', label: 'Bienvenido a Zelf World' },
    {
      type: 'category',
      label: 'Comenzando',
      collapsible: false,
      items: [
        { type: 'doc', id: 'empezar/como-funciona', label: 'Cómo funciona' },
        { type: 'doc', id: 'empezar/documento-tecnico', label: 'Documento Técnico' },
        { type: 'doc', id: 'empezar/zelf-proofs-vs-otros', label: 'Zelf Proofs vs Otros' },
        { type: 'doc', id: 'empezar/preservacion-privacidad', label: 'Preservación de Privacidad' },
        { type: 'doc', id: 'empezar/casos-uso', label: 'Casos de Uso' },
        { type: 'doc', id: 'empezar/descargas', label: 'Descargas' },
      ],
    },
    {
      type: 'category',
      label: 'TUTORIALES',
      collapsible: false,
      items: [{ type: 'doc', id: 'tutorials/como-crear-tu-cuenta', label: 'Cómo Crear tu Cuenta Zelf' }],
    },
    {
      type: 'category',
      label: 'Cuentas Zelf',
      collapsible: false,
      items: [
        { type: 'doc', id: 'api/cuentas/verificar-cuenta', label: 'Verificar Cuenta' },
        { type: 'doc', id: 'api/cuentas/crear-cuenta', label: 'Crear Cuenta' },
        { type: 'doc', id: 'api/cuentas/autenticar', label: 'Autenticar Cuenta' },
        { type: 'doc', id: 'api/cuentas/actualizar-cuenta', label: 'Actualizar Cuenta' },
        { type: 'doc', id: 'api/cuentas/cambiar-contrasena', label: 'Cambiar Contraseña' },
        { type: 'doc', id: 'api/cuentas/eliminar-cuenta', label: 'Eliminar Cuenta' },
      ],
    },
    {
      type: 'category',
      label: 'Documentación API',
      collapsible: false,
      items: [
        {
          type: 'category',
          label: 'Etiquetas (Tags)',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'api/etiquetas/buscar-etiqueta', label: 'Buscar Etiqueta' },
            { type: 'doc', id: 'api/etiquetas/buscar-etiqueta-por-dominio', label: 'Buscar Etiquetas por Dominio' },
            { type: 'doc', id: 'api/etiquetas/vista-previa-etiqueta', label: 'Vista Previa de Etiqueta' },
            { type: 'doc', id: 'api/etiquetas/alquilar-etiqueta', label: 'Alquilar Etiqueta' },
            { type: 'doc', id: 'api/etiquetas/recuperar-etiqueta', label: 'Recuperación de una Etiqueta' },
            { type: 'doc', id: 'api/etiquetas/alquiler-etiqueta-offline', label: 'Alquilar Etiqueta Offline' },
            { type: 'doc', id: 'api/etiquetas/vista-previa-zelfproof', label: 'Vista Previa de ZelfProof' },
            { type: 'doc', id: 'api/etiquetas/descifrar-etiqueta', label: 'Descifrar Etiqueta' },
          ],
        },
        {
          type: 'category',
          label: 'API de Licencias',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'api/licencias/obtener-licencias', label: 'Buscar Licencias' },
            { type: 'doc', id: 'api/licencias/obtener-mi-licencia', label: 'Obtener Mi Licencia' },
            { type: 'doc', id: 'api/licencias/crear-licencia', label: 'Crear Licencia' },
            { type: 'doc', id: 'api/licencias/eliminar-licencia', label: 'Eliminar Licencia' },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Versión Offline',
      collapsible: false,
      items: [{ type: 'doc', id: 'zns/offline/descifrado', label: 'Descifrado' }],
    },
    {
      type: 'category',
      label: 'Arweave - AR.IO',
      collapsible: false,
      items: [
        { type: 'doc', id: 'zns/arweave/almacenamiento-permanente', label: 'Almacenamiento Permanente' },
        { type: 'doc', id: 'zns/arweave/arns', label: 'Sistema de Nombres de Arweave (ArNS)' },
      ],
    },
    { type: 'doc', id: 'zns/diseno-figma', label: 'Diseños de Zelf' },
    {
      type: 'category',
      label: 'Funciones',
      collapsible: false,
      items: [
        { type: 'doc', id: 'funciones/crear-zelfproof', label: 'Crear ZelfProof' },
        { type: 'doc', id: 'funciones/crear-qr-zelfproof', label: 'Crear un QR-Code ZelfProof' },
        { type: 'doc', id: 'funciones/descifrar-zelfproof', label: 'Descifrar un ZelfProof' },
        { type: 'doc', id: 'funciones/vista-previa-zelfproof', label: 'Vista Previa ZelfProof' },
      ],
    },
    {
      type: 'category',
      label: 'Integraciones',
      collapsible: false,
      items: [
        { type: 'doc', id: 'integraciones/avalanche', label: 'Integración con Avalanche' },
        { type: 'doc', id: 'integraciones/blockdag', label: 'BlockDAG' },
        {
          type: 'category',
          label: 'Hitos BlockDAG',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'doc', id: 'integraciones/blockdag-milestone-one', label: 'BlockDAG Hito 1: Fundación' },
            { type: 'doc', id: 'integraciones/blockdag-milestone-two', label: 'BlockDAG Hito 2: Servicio de Nombres' },
            { type: 'doc', id: 'integraciones/blockdag-milestone-three', label: 'BlockDAG Hito 3: Características Avanzadas' },
            { type: 'doc', id: 'integraciones/blockdag-milestone-four', label: 'BlockDAG Hito 4: Despliegue de Producción' },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Legal de Zelf',
      collapsible: false,
      items: [
        { type: 'doc', id: 'legal/miembros-equipo', label: 'Miembros del Equipo' },
        { type: 'doc', id: 'legal/terminos-uso', label: 'Términos de Uso' },
        { type: 'doc', id: 'legal/politica-privacidad', label: 'Política de Privacidad' },
      ],
    },
    {
      type: 'category',
      label: 'Airdrop',
      collapsible: false,
      items: [
        { type: 'doc', id: 'airdrop/reglas-airdrop', label: 'Reglas de Airdrop' },
        { type: 'doc', id: 'airdrop/precios-por-dominio', label: 'Precios por Dominio' },
      ],
    },
    { type: 'doc', id: 'verificar-socios', label: 'Verificar Nuestros Socios' },
    {
      type: 'category',
      label: 'Hoja de Ruta',
      collapsible: false,
      items: [
        { type: 'doc', id: 'hoja-ruta/q1-2025', label: 'Q1 2025' },
        { type: 'doc', id: 'hoja-ruta/q2-2025', label: 'Q2 2025' },
        { type: 'doc', id: 'hoja-ruta/q3-2025', label: 'Q3 2025' },
        { type: 'doc', id: 'hoja-ruta/q4-2025', label: 'Q4 2025' },
      ],
    },
  ],
};
