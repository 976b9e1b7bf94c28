-- skillopt-sleep language server for Neovim.
-- Neovim 0.11+: put this file in your config (for example ~/.config/nvim/plugin/skillopt_sleep.lua).
-- It needs `skillopt-sleep-lsp` on PATH (pip install skillopt-sleep), or change `cmd`.

-- Cursor rules (.mdc) are markdown too.
vim.filetype.add({ extension = { mdc = "markdown" } })

vim.lsp.config("skillopt_sleep", {
  cmd = { "skillopt-sleep-lsp" },
  filetypes = { "markdown" },
  -- One server per workspace: the repository (or the folder holding the project-wide
  -- instructions), never each skill's own folder.
  root_markers = { ".git", "AGENTS.md", "CLAUDE.md" },
})
vim.lsp.enable("skillopt_sleep")

-- Code lenses: Neovim 0.12 keeps them up to date itself once enabled; 0.11 shows them only
-- when asked, so refresh them on entering a buffer and leaving insert mode.
-- `:lua vim.lsp.codelens.run()` runs the lens on the current line; `gra` lists the code actions.
if vim.fn.has("nvim-0.12") == 1 then
  vim.lsp.codelens.enable(true)
else
  vim.api.nvim_create_autocmd({ "LspAttach", "BufEnter", "InsertLeave" }, {
    pattern = { "*.md", "*.mdc" },
    callback = function(ev)
      vim.lsp.codelens.refresh({ bufnr = ev.buf })
    end,
  })
end

--[[ Neovim 0.8 to 0.10, with nvim-lspconfig, instead of the vim.lsp.config lines above:

local configs = require("lspconfig.configs")
if not configs.skillopt_sleep then
  configs.skillopt_sleep = {
    default_config = {
      cmd = { "skillopt-sleep-lsp" },
      filetypes = { "markdown" },
      root_dir = require("lspconfig.util").root_pattern(".git", "AGENTS.md", "CLAUDE.md"),
      single_file_support = true,
    },
  }
end
require("lspconfig").skillopt_sleep.setup({})
]]
