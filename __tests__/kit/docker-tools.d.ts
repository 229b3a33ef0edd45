export declare const DOCKER_KIT_DIR: string
export declare const WORLD_FILE: string
export declare function findDockerTools(env?: Record<string, string | undefined>):
  | {
      dockerd: string
      docker: string
      registry: string
      busybox: string
      /** What runs a command as root: [] or ['sudo', '-n']. */
      asRoot: string[]
    }
  | { missing: string }
export declare function stopDockerEngine(root: string): Promise<void>
