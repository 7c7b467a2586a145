// Nothing to configure: the package is plain ES modules that import on a server.
export default {};
